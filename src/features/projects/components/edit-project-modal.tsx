import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { errorText } from '@/api/query'
import { projectAttributesQuery } from '@/api/shared-queries'
import type { Project, ProjectAttributes } from '@/contract/types'
import { consentTextOf } from '@/domain/consent'
import { Alert, FormModal, TextArea } from '@/ui'
import { saveProjectAttributesMutation } from '../attributes-api'
import { ATTRIBUTE_MESSAGES, PROJECT_MESSAGES } from '../messages'
import { updateProjectMutation } from '../queries'
import { AttributeFields, splitValues, type AttributeDraft } from './attribute-fields'
import { ProjectFields, type ProjectFieldValues } from './project-fields'

function valuesOf(project: Project): ProjectFieldValues {
  return {
    name: project.name,
    description: project.description,
    company: project.company,
    product: project.product,
    productDescription: project.productDescription,
    followUpIntensity: project.followUpIntensity,
  }
}

export interface EditProjectModalProps {
  project: Project
  onClose: () => void
  /** The project as saved, so the detail dialog behind shows it. */
  onSaved: (project: Project) => void
  /** The Discussion Guide section (the study feature's), saved on its own. */
  renderGuide?: (project: Project) => ReactNode
}

/**
 * Edit Project (docs/product.md#edit-project, docs/product.md#validation): name, company, product and product description are required.
 * Mounted while open, so each opening starts from the project as it is.
 */
const draftsOf = (data: ProjectAttributes): AttributeDraft[] =>
  data.attributes.map(({ id, name, values }) => ({ id, name, values: values.join(', ') }))

/** The attributes to save, or the text saying what is missing (docs/product.md#segments). */
function attributesToSave(drafts: readonly AttributeDraft[]) {
  const typed = drafts.filter((draft) => draft.name.trim() !== '' || draft.values.trim() !== '')
  for (const [index, draft] of typed.entries()) {
    if (draft.name.trim() === '') return `Attribute ${index + 1} needs a name`
    if (splitValues(draft.values).length === 0)
      return `${draft.name.trim()} needs at least one value`
  }
  return typed.map((draft) => ({
    ...(draft.id === undefined ? {} : { id: draft.id }),
    name: draft.name.trim(),
    values: splitValues(draft.values),
  }))
}

export function EditProjectModal({
  project,
  onClose,
  onSaved,
  renderGuide,
}: EditProjectModalProps) {
  const queryClient = useQueryClient()
  const update = useMutation(updateProjectMutation(queryClient, project.id))
  const saveAttributes = useMutation(saveProjectAttributesMutation(queryClient, project.id))
  const [values, setValues] = useState(() => valuesOf(project))
  const [consentText, setConsentText] = useState(() => consentTextOf(project))
  const saved = useQuery(projectAttributesQuery(project.id))
  const attributesError = saved.error?.message ?? null
  // The lead's own until saved; undefined follows what the server has (drafts over queries).
  const [edited, setDrafts] = useState<AttributeDraft[]>()
  const drafts = edited ?? (saved.data ? draftsOf(saved.data) : null)

  async function submit(): Promise<string | null> {
    const attributes = drafts === null ? null : attributesToSave(drafts)
    if (typeof attributes === 'string') return attributes
    let saved: Project
    try {
      saved = await update.mutateAsync({
        name: values.name.trim(),
        description: values.description.trim(),
        company: values.company.trim(),
        product: values.product.trim(),
        productDescription: values.productDescription.trim(),
        followUpIntensity: values.followUpIntensity,
        consentText: consentText.trim(),
      })
    } catch (error) {
      return errorText(error, PROJECT_MESSAGES.update)
    }
    if (attributes !== null) {
      try {
        setDrafts(draftsOf(await saveAttributes.mutateAsync(attributes)))
      } catch (error) {
        return errorText(error, ATTRIBUTE_MESSAGES.save)
      }
    }
    onSaved(saved)
    return null
  }

  return (
    <FormModal title="Edit Project" submitLabel="Save Changes" onSubmit={submit} onClose={onClose}>
      <ProjectFields values={values} onChange={setValues} />
      <TextArea
        label="Consent text"
        name="consentText"
        description="Every interviewee agrees to it before the first question."
        value={consentText}
        onChange={setConsentText}
        isRequired
        validate={(text) => (text.trim() === '' ? 'Consent text is required' : null)}
        maxLength={5000}
        rows={5}
      />
      {attributesError !== null && <Alert tone="danger">{attributesError}</Alert>}
      {drafts !== null && <AttributeFields drafts={drafts} onChange={setDrafts} />}
      {renderGuide?.(project)}
    </FormModal>
  )
}
