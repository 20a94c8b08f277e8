// Placeholder until the browser-app work lands.
export default function AuditLogPage() {
  return null
}
