// Placeholder until the browser-app work lands.
export default function UserSettingsPage() {
  return null
}
