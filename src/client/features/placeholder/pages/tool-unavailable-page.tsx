// Placeholder until the browser-app work lands.
export default function ToolUnavailablePage() {
  return null
}
