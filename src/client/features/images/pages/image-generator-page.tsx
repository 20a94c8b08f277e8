export default function ImageGeneratorPage() { return null }
