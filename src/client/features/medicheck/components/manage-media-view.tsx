import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { ChatSourcePanel } from './chat-source-panel.tsx'
import { ItemDialog } from './item-dialog.tsx'
import { KeywordListsPanel } from './keyword-lists-panel.tsx'
import { MediaItems } from './media-items.tsx'
import { PasteForm } from './paste-form.tsx'
import { SourcesPanel } from './sources-panel.tsx'
import { UploadPanel } from './upload-panel.tsx'

const SECTIONS = ['sources', 'add', 'items', 'keywords', 'chat'] as const
type Section = (typeof SECTIONS)[number]

/**
 * Manage media (ADMIN+): feeds and pages, uploads and pasted texts, the items with their status, the keyword
 * lists, and chat messages of the tenant's chatbots as a source (decision 0114).
 */
export function ManageMediaView({ titleId }: { titleId: string }) {
  const intl = useIntl()
  const [section, setSection] = useState<Section>('sources')
  // A pasted text opens at once, its keyword hits marked: the matcher needs no model.
  const [pasted, setPasted] = useState<string | null>(null)
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={<FormattedMessage id="medicheck.media.intro" />}
      />
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <Tabs
          value={section}
          onChange={(_event, next: Section) => setSection(next)}
          aria-label={intl.formatMessage({ id: 'medicheck.media.sections' })}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {SECTIONS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={intl.formatMessage({ id: `medicheck.media.section.${name}` })}
            />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }}>
          {section === 'sources' && <SourcesPanel />}
          {section === 'add' && (
            <Box sx={{ display: 'grid', gap: 3 }}>
              <Box component="section" aria-labelledby="medicheck-upload-title">
                <Typography id="medicheck-upload-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                  <FormattedMessage id="medicheck.upload.title" />
                </Typography>
                <UploadPanel />
              </Box>
              <Box component="section" aria-labelledby="medicheck-paste-title">
                <Typography id="medicheck-paste-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                  <FormattedMessage id="medicheck.paste.title" />
                </Typography>
                <PasteForm onAdded={setPasted} />
              </Box>
            </Box>
          )}
          {section === 'items' && <MediaItems />}
          {section === 'keywords' && <KeywordListsPanel />}
          {section === 'chat' && <ChatSourcePanel />}
        </Box>
      </Paper>
      {pasted && <ItemDialog itemId={pasted} onClose={() => setPasted(null)} />}
    </>
  )
}
