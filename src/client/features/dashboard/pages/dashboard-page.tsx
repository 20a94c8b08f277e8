// Placeholder until the browser-app work lands.
export default function DashboardPage() {
  return null
}
