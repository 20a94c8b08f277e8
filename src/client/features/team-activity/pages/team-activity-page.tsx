export default function TeamActivityPage() { return null }
