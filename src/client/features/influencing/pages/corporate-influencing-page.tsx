export default function CorporateInfluencingPage() {
  return null
}
