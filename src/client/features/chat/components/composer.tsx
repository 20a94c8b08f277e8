import AttachFileIcon from '@mui/icons-material/AttachFile'
import SendIcon from '@mui/icons-material/Send'
import StopIcon from '@mui/icons-material/Stop'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { fillPromptTemplate } from '../../../../shared/ai/prompt-variables.ts'
import { usePromptBuiltins } from '../../../components/prompt-fill-form.tsx'
import type { SlashPrompt } from '../api/prompt-tools.ts'
import { PromptFillDialog } from './prompt-fill-dialog.tsx'
import { matchSlashPrompts, SlashPromptMenu } from './slash-prompt-menu.tsx'

/** File types the knowledge room accepts (spec: upload types by extension). */
export const ACCEPTED_FILE_TYPES =
  '.c,.cpp,.cs,.css,.doc,.docx,.go,.html,.java,.js,.json,.md,.pdf,.php,.pptx,.py,.rb,.sh,.tex,.ts,.txt'

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
  /** Put into the box (a new object each time, so the same text can come back): a message that could not be sent. */
  readonly draft?: { readonly text: string } | undefined
  /** The library prompts `/` offers; undefined while not loaded (onSlash asks for them). */
  readonly slashPrompts?: readonly SlashPrompt[] | undefined
  readonly onSlash?: (() => void) | undefined
}

/**
 * The message box: Enter sends, Shift+Enter breaks the line, Escape (or Stop) ends a streaming answer.
 * A message that starts with `/` offers the prompt library: typing filters, arrows choose, Enter
 * inserts (asking for the prompt's variables first), Escape closes the list.
 */
export function Composer({
  streaming,
  onSend,
  onStop,
  onFiles,
  holdSend = false,
  attachments,
  draft,
  slashPrompts,
  onSlash,
}: ComposerProps) {
  const intl = useIntl()
  const [text, setText] = useState('')
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLTextAreaElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const canSend = !streaming && !holdSend && text.trim().length > 0 && text.length <= MAX_LENGTH
  const builtins = usePromptBuiltins()
  const menuId = useId()
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(0)
  const [filling, setFilling] = useState<SlashPrompt | null>(null)
  const slashing = onSlash !== undefined && text.startsWith('/') && !text.includes('\n') && !dismissed
  const matches = slashing ? matchSlashPrompts(slashPrompts ?? [], text.slice(1)) : []
  useEffect(() => {
    if (slashing) onSlash?.()
  }, [slashing, onSlash])

  const insertText = (value: string) => {
    setText(value)
    setFilling(null)
    input.current?.focus()
  }
  const pick = (prompt: SlashPrompt) => {
    if (prompt.variables.some((variable) => variable.kind !== 'builtin')) setFilling(prompt)
    else insertText(fillPromptTemplate(prompt.body, {}, builtins))
  }

  useEffect(() => {
    if (draft !== undefined) setText(draft.text)
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
      sx={{
        p: 1,
        borderRadius: 3,
        borderStyle: dragging ? 'dashed' : 'solid',
        borderColor: dragging ? 'primary.main' : undefined,
      }}
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
      {slashing && (
        <SlashPromptMenu
          id={menuId}
          prompts={matches}
          active={active}
          loading={slashPrompts === undefined}
          onPick={pick}
        />
      )}
      {filling && (
        <PromptFillDialog prompt={filling} onInsert={insertText} onClose={() => setFilling(null)} />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        {onFiles && (
          <>
            <IconButton
              aria-label={intl.formatMessage({ id: 'chat.attach' })}
              onClick={() => picker.current?.click()}
              disabled={streaming}
            >
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
          onChange={(event) => {
            setText(event.target.value)
            setActive(0)
            if (!event.target.value.startsWith('/')) setDismissed(false)
          }}
          onKeyDown={(event) => {
            if (slashing && (event.key === 'ArrowDown' || event.key === 'ArrowUp') && matches.length > 0) {
              event.preventDefault()
              setActive(
                (index) => (index + (event.key === 'ArrowDown' ? 1 : -1) + matches.length) % matches.length,
              )
            } else if (slashing && event.key === 'Escape') {
              event.preventDefault()
              setDismissed(true)
            } else if (slashing && event.key === 'Enter' && !event.shiftKey && matches[active]) {
              event.preventDefault()
              pick(matches[active])
            } else if (event.key === 'Escape' && streaming) {
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
          helperText={
            text.length > MAX_LENGTH
              ? intl.formatMessage({ id: 'chat.composer.tooLong' }, { max: MAX_LENGTH })
              : undefined
          }
          slotProps={{
            input: { disableUnderline: true },
            htmlInput: {
              'aria-label': intl.formatMessage({ id: 'chat.composer.label' }),
              ...(slashing && {
                'aria-controls': menuId,
                'aria-expanded': true,
                'aria-autocomplete': 'list' as const,
                ...(matches[active] && { 'aria-activedescendant': `${menuId}-${active}` }),
              }),
            },
          }}
        />
        {streaming ? (
          <IconButton aria-label={intl.formatMessage({ id: 'chat.stop' })} onClick={onStop} color="primary">
            <StopIcon />
          </IconButton>
        ) : (
          <IconButton
            aria-label={intl.formatMessage({ id: 'chat.send' })}
            onClick={send}
            disabled={!canSend}
            color="primary"
          >
            <SendIcon />
          </IconButton>
        )}
      </Box>
    </Paper>
  )
}
