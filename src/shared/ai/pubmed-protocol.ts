// The PubMed chatbot's streamed answer (POST /api/pubmed/questions/stream, decision 0106): the chat's
// NDJSON transport (decision 0038), one event per line, with the chatbot's own events. `start` comes
// once the articles are chosen, `text` carries pieces of the answer as written (markers of PMIDs not
// fetched already taken out), `done` the stored question whose verified answer replaces the streamed
// text (a sentence without a fetched PMID is dropped there), `error` a failure after the start (nothing stored).

export type PubmedAnswerEvent<Question = unknown> =
  | {
      type: 'start'
      threadId: string | null
      queries: string[]
      source: 'pubmed' | 'library' | 'unavailable'
      relevant: number
    }
  | { type: 'text'; text: string }
  | { type: 'done'; question: Question }
  | { type: 'error'; code: string }
