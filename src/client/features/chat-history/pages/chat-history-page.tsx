import { ChatHistoryView } from '../components/chat-history-view.tsx'

/** /ai-services/chat-history: the classic threads (decision 0038). */
export default function ChatHistoryPage() {
  return <ChatHistoryView kind="classic" titleId="page.chatHistory" />
}
