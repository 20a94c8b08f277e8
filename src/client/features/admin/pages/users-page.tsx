// Placeholder until the browser-app work lands.
export default function UsersPage() {
  return null
}
