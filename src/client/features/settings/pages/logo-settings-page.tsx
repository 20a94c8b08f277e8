// Placeholder until the browser-app work lands.
export default function LogoSettingsPage() {
  return null
}
