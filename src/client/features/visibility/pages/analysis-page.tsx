import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { downloadFigures } from '../api/download-csv.ts'
import { useAnswers } from '../api/get-answers.ts'
import { useFigures } from '../api/get-figures.ts'
import { useRuns, useStartRun } from '../api/runs.ts'
import { DIMENSIONS, type Dimension, type FigureGroup, type Project } from '../api/visibility-types.ts'
import { AnswerDialog } from '../components/answer-dialog.tsx'
import { AnswerList } from '../components/answer-list.tsx'
import { FigureCards } from '../components/figure-cards.tsx'
import { FiguresTable } from '../components/figures-table.tsx'
import { MonthReportDialog } from '../components/month-report-dialog.tsx'
import { VisibilityPageFrame } from '../components/visibility-page-frame.tsx'

/** /ai-services/ai-visibility-analysis: runs, figures with n and intervals by dimension, the answers behind them. */
export default function VisibilityAnalysisPage() {
  return (
    <VisibilityPageFrame fallbackTitle="page.aiVisibilityAnalysis" intro="visibility.analysis.intro">
      {({ data, projectId, canManage }) => {
        const project = data.items.find((p) => p.id === projectId)
        if (!project)
          return (
            <Alert severity="info">
              <FormattedMessage id="visibility.noProject" />
            </Alert>
          )
        return <Analysis key={project.id} project={project} models={data.models} canManage={canManage} />
      }}
    </VisibilityPageFrame>
  )
}

function Analysis({
  project,
  models,
  canManage,
}: {
  project: Project
  models: readonly { id: string; label: string }[]
  canManage: boolean
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const [dimension, setDimension] = useState<Dimension>('all')
  const [includeBranded, setIncludeBranded] = useState(false)
  const [openAnswer, setOpenAnswer] = useState<string | null>(null)
  const [reportOpen, setReportOpen] = useState(false)
  const runs = useRuns(project.id)
  const start = useStartRun()
  const figures = useFigures(project.id, dimension, includeBranded)
  const headline = useFigures(project.id, 'all', includeBranded)
  const answers = useAnswers(project.id, includeBranded)
  const latest = runs.data?.[0]
  const labelOf = (g: FigureGroup) =>
    dimension === 'category'
      ? intl.formatMessage({ id: `visibility.category.${g.key}` })
      : dimension === 'all'
        ? intl.formatMessage({ id: 'visibility.figure.all' })
        : g.label
  const noEngine = project.engines.length === 0
  return (
    <>
      {noEngine && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="visibility-model-needed">
          {models.length === 0 ? (
            <FormattedMessage id="visibility.analysis.addModel" />
          ) : (
            <FormattedMessage
              id="visibility.analysis.chooseEngine"
              values={{ models: models.map((m) => m.label).join(', ') }}
            />
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {canManage && (
          <Button
            variant="contained"
            disabled={noEngine || runs.active || start.isPending}
            onClick={() => start.mutate(project.id)}
            data-testid="visibility-start-run"
          >
            <FormattedMessage id="visibility.analysis.run" />
          </Button>
        )}
        {latest && (
          <Typography variant="body2" role="status" data-testid="visibility-run-status">
            <FormattedMessage
              id={`visibility.run.${latest.status}`}
              values={{
                done: latest.answersDone,
                total: latest.answersTotal,
                failed: latest.answersFailed,
                verdicts: latest.verdictsDone,
              }}
            />
            {latest.errorCode && ` ${errors.text({ code: latest.errorCode, message: latest.errorCode })}`}
          </Typography>
        )}
      </Stack>
      {runs.active && latest && (
        <LinearProgress
          variant="determinate"
          value={latest.answersTotal ? (100 * latest.answersDone) / latest.answersTotal : 0}
          sx={{ mb: 2 }}
        />
      )}
      {start.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(start.error)}
        </Alert>
      )}
      {headline.data?.[0] && <FigureCards all={headline.data[0]} />}
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'visibility.analysis.by' })}
          value={dimension}
          onChange={(e) => setDimension(e.target.value as Dimension)}
          sx={{ minWidth: 180 }}
        >
          {DIMENSIONS.map((d) => (
            <MenuItem key={d} value={d}>
              <FormattedMessage id={`visibility.dimension.${d}`} />
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={includeBranded} onChange={(e) => setIncludeBranded(e.target.checked)} />}
          label={intl.formatMessage({ id: 'visibility.analysis.includeBranded' })}
        />
        <Button
          variant="outlined"
          onClick={() => void downloadFigures(project.id, dimension, includeBranded, 'csv')}
        >
          <FormattedMessage id="visibility.analysis.exportCsv" />
        </Button>
        <Button
          variant="outlined"
          onClick={() => void downloadFigures(project.id, dimension, includeBranded, 'xlsx')}
          data-testid="visibility-export-xlsx"
        >
          <FormattedMessage id="visibility.analysis.exportXlsx" />
        </Button>
        <Button variant="outlined" onClick={() => setReportOpen(true)} data-testid="visibility-open-report">
          <FormattedMessage id="visibility.report.open" />
        </Button>
      </Stack>
      {figures.data && <FiguresTable groups={figures.data} labelOf={labelOf} />}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="visibility.answers.title" />
      </Typography>
      {answers.data && answers.data.length === 0 ? (
        <Typography color="textSecondary">
          <FormattedMessage id="visibility.answers.empty" />
        </Typography>
      ) : (
        answers.data && <AnswerList answers={answers.data} onOpen={setOpenAnswer} />
      )}
      <AnswerDialog answerId={openAnswer} onClose={() => setOpenAnswer(null)} />
      <MonthReportDialog projectId={project.id} open={reportOpen} onClose={() => setReportOpen(false)} />
    </>
  )
}
