// Placeholder until the browser-app work lands.
export default function UserRegistrationPage() {
  return null
}
