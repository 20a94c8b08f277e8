export default function FaqPage() { return null }
