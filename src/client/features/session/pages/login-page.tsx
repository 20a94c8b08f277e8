// Placeholder until the browser-app work lands.
export default function LoginPage() {
  return null
}
