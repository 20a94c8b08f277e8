import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { tenants } from '../../../../generated/tenants.gen.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { useAiModels, useAiProviders, useAiTenantSettings } from '../api/ai-admin-api.ts'
import { ModelDialog, type ModelDraft } from '../components/model-dialog.tsx'
import { ModelsSection } from '../components/models-section.tsx'
import { ProvidersSection } from '../components/providers-section.tsx'
import { TenantSettingsForm } from '../components/tenant-settings-form.tsx'

/** Every tenant group of the manifest: each has AI settings (ALEXION's users generate images too). */
const aiGroups = Object.keys(tenants)

/**
 * /ai-services/assistant-models. The ROOT of PARENT manages providers and models for everyone;
 * every admin sets their tenant's models, budget and retention (the ROOT of PARENT for any group).
 */
export default function AssistantModelsPage() {
  const intl = useIntl()
  const caller = useSessionUser()
  const titleId = useRouteTitleId() ?? 'page.assistantModels'
  const isParentRoot = caller?.role === 'ROOT' && caller.group === 'PARENT'
  const [group, setGroup] = useState(caller?.group ?? 'PARENT')
  const providers = useAiProviders(isParentRoot)
  const models = useAiModels()
  const settings = useAiTenantSettings(group)
  const [editingModel, setEditingModel] = useState<ModelDraft | null | 'new'>(null)
  const errors = useApiErrorText()
  const loading = providers.isLoading || models.isLoading || settings.isLoading
  const error = providers.error ?? models.error ?? settings.error
  const noProvider = isParentRoot ? providers.data?.length === 0 : models.data?.length === 0

  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} />
      {loading && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(error)}
        </Alert>
      )}
      {noProvider && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          <FormattedMessage id="aiAdmin.emptyState" />
        </Alert>
      )}
      {isParentRoot && providers.data && models.data && (
        <>
          <ProvidersSection
            providers={providers.data}
            models={models.data}
            onAddModel={(draft) => setEditingModel(draft)}
          />
          <ModelsSection
            models={models.data}
            canAdd={providers.data.length > 0}
            onEdit={(draft) => setEditingModel(draft ?? 'new')}
          />
        </>
      )}
      {models.data && settings.data && (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            <FormattedMessage id="aiAdmin.settingsTitle" values={{ group }} />
          </Typography>
          {isParentRoot && (
            <TextField
              select
              size="small"
              label={intl.formatMessage({ id: 'aiAdmin.group' })}
              value={group}
              onChange={(e) => setGroup(e.target.value)}
              sx={{ mb: 2, minWidth: 200 }}
            >
              {aiGroups.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TenantSettingsForm
            key={`${group}:${settings.dataUpdatedAt}`}
            settings={settings.data}
            models={models.data.filter((model) => model.enabled)}
            setsCeilings={isParentRoot}
          />
        </Paper>
      )}
      {editingModel && providers.data && (
        <ModelDialog
          model={editingModel === 'new' ? null : editingModel}
          providers={providers.data}
          onClose={() => setEditingModel(null)}
        />
      )}
    </>
  )
}
