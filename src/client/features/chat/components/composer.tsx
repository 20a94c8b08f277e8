import AttachFileIcon from '@mui/icons-material/AttachFile'
import SendIcon from '@mui/icons-material/Send'
import StopIcon from '@mui/icons-material/Stop'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'

/** File types the knowledge room accepts (spec: upload types by extension). */
export const ACCEPTED_FILE_TYPES = '.c,.cpp,.cs,.css,.doc,.docx,.go,.html,.java,.js,.json,.md,.pdf,.php,.pptx,.py,.rb,.sh,.tex,.ts,.txt'

const MAX_LENGTH = 20_000

interface ComposerProps {
  readonly streaming: boolean
  readonly onSend: (text: string) => void
  readonly onStop: () => void
  /** Given on pages that take attachments: the paperclip and dropping files call it. */
  readonly onFiles?: ((files: File[]) => void) | undefined
  /** Attachments still uploading or indexing: sending waits for them. */
  readonly holdSend?: boolean
  readonly attachments?: ReactNode
  readonly draft?: string
}

/** The message box: Enter sends, Shift+Enter breaks the line, Escape (or Stop) ends a streaming answer. */
export function Composer({ streaming, onSend, onStop, onFiles, holdSend = false, attachments, draft }: ComposerProps) {
  const intl = useIntl()
  const [text, setText] = useState('')
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLTextAreaElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const canSend = !streaming && !holdSend && text.trim().length > 0 && text.length <= MAX_LENGTH

  useEffect(() => {
    if (draft !== undefined) setText(draft)
  }, [draft])
  // When an answer ends, the next question is typed where the last one was.
  useEffect(() => {
    if (!streaming) input.current?.focus()
  }, [streaming])

  const send = () => {
    if (!canSend) return
    onSend(text.trim())
    setText('')
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1, borderRadius: 3, borderStyle: dragging ? 'dashed' : 'solid', borderColor: dragging ? 'primary.main' : undefined }}
      onDragOver={(event) => {
        if (!onFiles) return
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (!onFiles) return
        event.preventDefault()
        setDragging(false)
        const files = Array.from(event.dataTransfer.files)
        if (files.length > 0) onFiles(files)
      }}
    >
      {attachments}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        {onFiles && (
          <>
            <IconButton aria-label={intl.formatMessage({ id: 'chat.attach' })} onClick={() => picker.current?.click()} disabled={streaming}>
              <AttachFileIcon />
            </IconButton>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              accept={ACCEPTED_FILE_TYPES}
              data-testid="chat-file-input"
              onChange={(event) => {
                const files = Array.from(event.target.files ?? [])
                event.target.value = ''
                if (files.length > 0) onFiles(files)
              }}
            />
          </>
        )}
        <TextField
          inputRef={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && streaming) {
              event.preventDefault()
              onStop()
            } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              send()
            }
          }}
          placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' })}
          multiline
          maxRows={8}
          fullWidth
          variant="standard"
          error={text.length > MAX_LENGTH}
          helperText={text.length > MAX_LENGTH ? intl.formatMessage({ id: 'chat.composer.tooLong' }, { max: MAX_LENGTH }) : undefined}
          slotProps={{ input: { disableUnderline: true }, htmlInput: { 'aria-label': intl.formatMessage({ id: 'chat.composer.label' }) } }}
        />
        {streaming ? (
          <IconButton aria-label={intl.formatMessage({ id: 'chat.stop' })} onClick={onStop} color="primary">
            <StopIcon />
          </IconButton>
        ) : (
          <IconButton aria-label={intl.formatMessage({ id: 'chat.send' })} onClick={send} disabled={!canSend} color="primary">
            <SendIcon />
          </IconButton>
        )}
      </Box>
    </Paper>
  )
}
