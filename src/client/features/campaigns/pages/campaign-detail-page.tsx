import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useParams } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useCampaign } from '../api/get-campaign.ts'
import { DraftPanel } from '../components/draft-panel.tsx'
import { EmailFrame } from '../components/email-frame.tsx'
import { KpiPanel } from '../components/kpi-panel.tsx'
import { SummaryPanel } from '../components/summary-panel.tsx'
import { canUseCampaignLibrary } from '../lib/campaign-rights.ts'
import { useCodeText, usePercent } from '../lib/use-code-text.ts'

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={`section-${titleId}`}>
      <Typography variant="h6" component="h2" id={`section-${titleId}`} gutterBottom>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  )
}

/** /ai-services/mailchimp-library/$campaignId: the e-mail as sent, KPIs, links, AI summary, similar, drafts. */
export default function CampaignDetailPage() {
  const intl = useIntl()
  const { requestText } = useCodeText()
  const percent = usePercent()
  const { campaignId } = useParams({ strict: false }) as { campaignId?: string }
  const allowed = canUseCampaignLibrary(useSessionUser())
  const detail = useCampaign(campaignId ?? '', allowed)
  const back = (
    <RouterButton variant="outlined" to="/ai-services/mailchimp-library">
      <FormattedMessage id="campaignLibrary.back" />
    </RouterButton>
  )
  const data = detail.data
  if (!allowed)
    return (
      <>
        <PageHeader title={<FormattedMessage id="page.mailchimpCampaign" />} />
        <Alert severity="info">
          <FormattedMessage id="campaignLibrary.notForGroup" />
        </Alert>
      </>
    )
  const campaign = data?.campaign
  return (
    <>
      <PageHeader
        title={
          campaign ? campaign.subject || campaign.title : <FormattedMessage id="page.mailchimpCampaign" />
        }
        subtitle={
          campaign
            ? [
                campaign.sentAt ? intl.formatDate(campaign.sentAt, { dateStyle: 'long' }) : null,
                campaign.audienceName,
                campaign.previewText,
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
      />
      <Box sx={{ mb: 2 }}>{back}</Box>
      {detail.isLoading && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
      {detail.error && <Alert severity="error">{requestText(detail.error)}</Alert>}
      {data && campaign && (
        <>
          <Section titleId="campaignLibrary.kpi.title">
            <KpiPanel campaign={campaign} medians={data.medians} />
          </Section>
          <Section titleId="campaignLibrary.summary.title">
            <SummaryPanel campaign={campaign} modelLabel={data.modelLabel} />
          </Section>
          <Section titleId="campaignLibrary.email.title">
            <EmailFrame html={campaign.html} />
          </Section>
          <Section titleId="campaignLibrary.links.title">
            {campaign.links.length === 0 ? (
              <Typography color="textSecondary">
                <FormattedMessage id="campaignLibrary.links.none" />
              </Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <FormattedMessage id="campaignLibrary.links.url" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="campaignLibrary.links.clicks" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="campaignLibrary.links.uniqueClicks" />
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {campaign.links.slice(0, 10).map((link) => (
                    <TableRow key={link.url}>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{link.url}</TableCell>
                      <TableCell align="right">{intl.formatNumber(link.clicks)}</TableCell>
                      <TableCell align="right">{intl.formatNumber(link.uniqueClicks)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Section>
          <Section titleId="campaignLibrary.similar.title">
            <Typography variant="caption" color="textSecondary" component="p" role="note">
              <FormattedMessage
                id={
                  data.similarBy === 'meaning'
                    ? 'campaignLibrary.similar.byMeaning'
                    : 'campaignLibrary.similar.byWords'
                }
              />
            </Typography>
            {data.similar.length === 0 ? (
              <Typography color="textSecondary">
                <FormattedMessage id="campaignLibrary.similar.none" />
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {data.similar.map((other) => (
                  <li key={other.id}>
                    <RouterLink
                      to="/ai-services/mailchimp-library/$campaignId"
                      params={{ campaignId: other.id }}
                    >
                      {other.subject || other.title}
                    </RouterLink>{' '}
                    ({percent(other.clickRate)})
                  </li>
                ))}
              </Box>
            )}
          </Section>
          <Section titleId="campaignLibrary.draft.title">
            <DraftPanel campaignId={campaign.id} drafts={data.drafts} modelLabel={data.modelLabel} />
          </Section>
        </>
      )}
    </>
  )
}
