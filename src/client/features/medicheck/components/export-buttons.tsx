import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { FormattedMessage } from 'react-intl'

/** The export of what the page shows, in the formats given (labelled "CSV", "XLSX" ...). */
export function ExportButtons<Format extends string>({
  formats,
  onExport,
  disabled,
}: {
  formats: readonly Format[]
  onExport: (format: Format) => void
  disabled?: boolean
}) {
  return (
    <Box role="group" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {formats.map((format) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={disabled}
          onClick={() => onExport(format)}
        >
          <FormattedMessage id={`medicheck.export.${format}`} />
        </Button>
      ))}
    </Box>
  )
}
