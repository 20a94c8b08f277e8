import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CampaignDraft } from '../api/get-campaign.ts'
import { useDraftCampaign } from '../api/request-ai.ts'
import { useCodeText } from '../lib/use-code-text.ts'

function PromoCheck({ draft }: { draft: CampaignDraft }) {
  if (draft.promoCheckStatus === 'pending')
    return (
      <Typography variant="body2" role="status">
        <FormattedMessage id="campaignLibrary.draft.promoPending" />
      </Typography>
    )
  if (draft.promoCheckStatus !== 'done' || !draft.promoFindings)
    return (
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="campaignLibrary.draft.promoFailed" />
      </Typography>
    )
  if (draft.promoFindings.length === 0)
    return (
      <Alert severity="success">
        <FormattedMessage id="campaignLibrary.draft.promoClean" />
      </Alert>
    )
  return (
    <Alert severity="warning">
      <FormattedMessage
        id="campaignLibrary.draft.promoFindings"
        values={{ count: draft.promoFindings.length }}
      />
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {draft.promoFindings.map((finding, index) => (
          <li key={index}>
            <q>{finding.quote}</q> — {finding.reason}
          </li>
        ))}
      </Box>
    </Alert>
  )
}

function DraftView({ draft }: { draft: CampaignDraft }) {
  const { codeText } = useCodeText()
  if (draft.status === 'queued')
    return (
      <Typography role="status">
        <FormattedMessage id="campaignLibrary.draft.queued" />
      </Typography>
    )
  if (draft.status === 'failed')
    return (
      <Typography color="error">
        <FormattedMessage
          id="campaignLibrary.draft.failed"
          values={{ reason: codeText(draft.errorCode ?? 'campaigns.invalidOutput') }}
        />
      </Typography>
    )
  return (
    <Box>
      <Typography variant="subtitle2">
        <FormattedMessage id="campaignLibrary.draft.subjectLines" />
      </Typography>
      <Box component="ol" sx={{ mt: 0 }}>
        {draft.subjectLines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Box>
      <Typography variant="subtitle2">
        <FormattedMessage id="campaignLibrary.draft.previewText" />
      </Typography>
      <Typography sx={{ mb: 1 }}>{draft.previewText}</Typography>
      <Typography variant="subtitle2">
        <FormattedMessage id="campaignLibrary.draft.body" />
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{draft.body}</Typography>
      <PromoCheck draft={draft} />
      {draft.modelLabel && (
        <Typography variant="caption" color="textSecondary">
          <FormattedMessage id="campaignLibrary.draft.madeBy" values={{ model: draft.modelLabel }} />
        </Typography>
      )}
    </Box>
  )
}

/** "Draft a campaign like this": a brief, the drafts (never sent) with promo-check's findings. */
export function DraftPanel({
  campaignId,
  drafts,
  modelLabel,
}: {
  campaignId: string
  drafts: CampaignDraft[]
  modelLabel: string | null
}) {
  const intl = useIntl()
  const { requestText } = useCodeText()
  const create = useDraftCampaign(campaignId)
  const [brief, setBrief] = useState('')
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" role="note" sx={{ mb: 1 }}>
        <FormattedMessage id="campaignLibrary.draft.notice" />
      </Typography>
      {modelLabel ? (
        <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'campaignLibrary.draft.brief' })}
            value={brief}
            onChange={(event) => setBrief(event.target.value)}
            sx={{ minWidth: 360 }}
          />
          <Button
            variant="contained"
            disabled={create.isPending}
            onClick={() => create.mutate(brief, { onSuccess: () => setBrief('') })}
          >
            <FormattedMessage id="campaignLibrary.draft.make" />
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          <FormattedMessage id="campaignLibrary.noModel" />
        </Typography>
      )}
      {create.error && <Typography color="error">{requestText(create.error)}</Typography>}
      {drafts.map((draft) => (
        <Paper key={draft.id} variant="outlined" sx={{ p: 2, mb: 1 }}>
          <DraftView draft={draft} />
        </Paper>
      ))}
    </Box>
  )
}
