// A dashed area to drop files on, with a button that opens the browser's file chooser: the data
// pool's upload pattern, shared by its upload zone and a tile form's file field.
import UploadIcon from '@mui/icons-material/CloudUploadOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useRef, useState, type DragEvent, type ReactNode } from 'react'

interface FileDropZoneProps {
  readonly onFiles: (files: File[]) => void
  /** The invitation to drop ("Dateien hierher ziehen"). */
  readonly hint: ReactNode
  /** The chooser button's label. */
  readonly choose: ReactNode
  readonly multiple?: boolean
  readonly disabled?: boolean
  /** data-testid of the area; the hidden input gets `inputTestId`, else `<testId>-input`. */
  readonly testId: string
  readonly inputTestId?: string
  readonly dense?: boolean
}

export function FileDropZone({ onFiles, hint, choose, multiple = false, disabled = false, testId, inputTestId, dense = false }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (disabled) return
    const files = [...event.dataTransfer.files]
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1))
  }
  return (
    <Box
      data-testid={testId}
      onDragOver={(event) => (event.preventDefault(), setOver(!disabled))}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 3,
        p: dense ? 1.5 : 3,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <UploadIcon color="action" fontSize={dense ? 'small' : 'medium'} />
      <Typography variant="body2" sx={{ my: dense ? 0.5 : 1 }}>
        {hint}
      </Typography>
      <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()}>
        {choose}
      </Button>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        hidden
        data-testid={inputTestId ?? `${testId}-input`}
        onChange={(event) => (onFiles([...(event.target.files ?? [])]), (event.target.value = ''))}
      />
    </Box>
  )
}
