import { ChatHistoryView } from '../components/chat-history-view.tsx'

/** /ai-services/chat-history-dynamic: the dynamic (workspace) threads (decision 0038). */
export default function ChatHistoryDynamicPage() {
  return <ChatHistoryView kind="dynamic" titleId="page.chatHistoryDynamic" />
}
