// Placeholder until the browser-app work lands.
export default function ServicesOverviewPage() {
  return null
}
