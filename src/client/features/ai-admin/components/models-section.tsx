import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useDeleteModel, type AiModel } from '../api/ai-admin-api.ts'
import { capabilityLabelId } from './capabilities.ts'
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx'
import type { ModelDraft } from './model-dialog.tsx'
import { TryModelDialog } from './try-model-dialog.tsx'

/** The models table of the ROOT of PARENT. */
export function ModelsSection({
  models,
  canAdd,
  onEdit,
}: {
  models: AiModel[]
  canAdd: boolean
  onEdit: (draft: ModelDraft | null) => void
}) {
  const intl = useIntl()
  const [deleting, setDeleting] = useState<AiModel | null>(null)
  const [trying, setTrying] = useState<AiModel | null>(null)
  const remove = useDeleteModel()
  const price = (value: number | null) =>
    value === null ? '–' : intl.formatNumber(value, { maximumFractionDigits: 4 })
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          <FormattedMessage id="aiAdmin.models" />
        </Typography>
        <Button variant="contained" disabled={!canAdd} onClick={() => onEdit(null)}>
          <FormattedMessage id="aiAdmin.addModel" />
        </Button>
      </Stack>
      {models.length === 0 ? (
        <Typography color="textSecondary">
          <FormattedMessage id="aiAdmin.noModels" />
        </Typography>
      ) : (
        <Table size="small" aria-label={intl.formatMessage({ id: 'aiAdmin.models' })}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="aiAdmin.displayName" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="aiAdmin.provider" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="aiAdmin.capabilities" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="aiAdmin.priceIn" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="aiAdmin.priceOut" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="aiAdmin.pricePerMinute" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="aiAdmin.actions" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {models.map((model) => (
              <TableRow key={model.id}>
                <TableCell>
                  {model.displayName}{' '}
                  <Typography component="span" variant="body2" color="textSecondary">
                    ({model.modelName})
                  </Typography>{' '}
                  {!model.enabled && (
                    <Chip size="small" label={intl.formatMessage({ id: 'aiAdmin.disabled' })} />
                  )}
                </TableCell>
                <TableCell>{model.providerName}</TableCell>
                <TableCell>
                  {model.capabilities
                    .map((capability) => intl.formatMessage({ id: capabilityLabelId(capability) }))
                    .join(', ')}
                </TableCell>
                <TableCell>{price(model.priceInputPerMillion)}</TableCell>
                <TableCell>{price(model.priceOutputPerMillion)}</TableCell>
                <TableCell>
                  {/* A transcription model without a price: its minutes count against no budget. */}
                  {model.capabilities.includes('transcription') && model.pricePerMinute === null ? (
                    <Tooltip title={intl.formatMessage({ id: 'aiAdmin.minutePriceMissingHint' })}>
                      <Chip
                        size="small"
                        color="warning"
                        label={intl.formatMessage({ id: 'aiAdmin.minutePriceMissing' })}
                      />
                    </Tooltip>
                  ) : (
                    price(model.pricePerMinute)
                  )}
                </TableCell>
                <TableCell>
                  {model.capabilities.includes('chat') && (
                    <Button size="small" onClick={() => setTrying(model)}>
                      <FormattedMessage id="aiAdmin.try" />
                    </Button>
                  )}
                  <Button size="small" onClick={() => onEdit(model)}>
                    <FormattedMessage id="aiAdmin.edit" />
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(model)}>
                    <FormattedMessage id="aiAdmin.delete" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          text={intl.formatMessage({ id: 'aiAdmin.deleteModelConfirm' }, { name: deleting.displayName })}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      )}
      {trying && <TryModelDialog model={trying} onClose={() => setTrying(null)} />}
    </Paper>
  )
}
