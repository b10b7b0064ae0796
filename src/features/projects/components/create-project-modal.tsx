import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Key } from 'react-aria-components'
import { errorText } from '@/api/query'
import type { Project } from '@/contract/types'
import { Alert, FormModal, Select } from '@/ui'
import { DEFAULT_FOLLOW_UP_INTENSITY } from '@/domain/follow-up-intensity'
import { createProjectMutation, projectTypesQuery } from '../queries'
import { ProjectFields, type ProjectFieldValues } from './project-fields'
import { SHARED_MESSAGES } from '@/domain/messages'
import { PROJECT_MESSAGES } from '../messages'

const EMPTY: ProjectFieldValues = {
  name: '',
  description: '',
  company: '',
  product: '',
  productDescription: '',
  followUpIntensity: DEFAULT_FOLLOW_UP_INTENSITY,
}

export interface CreateProjectModalProps {
  onClose: () => void
  /** The project just created, for the app to open it. */
  onCreated?: (project: Project) => void
}

/**
 * Create Project (docs/product.md#create-project, docs/product.md#validation): the list refreshes once the server has it. Mounted while open,
 * so each opening starts from an empty form.
 */
export function CreateProjectModal({ onClose, onCreated }: CreateProjectModalProps) {
  const queryClient = useQueryClient()
  const types = useQuery(projectTypesQuery())
  const create = useMutation(createProjectMutation(queryClient))
  const [values, setValues] = useState(EMPTY)
  const [projectTypeId, setProjectTypeId] = useState<string | null>(null)
  const projectTypesLoaded = types.data !== undefined
  const projectTypesError = types.error?.message ?? null

  const typeOptions = (types.data ?? [])
    .filter((type) => type.isActive)
    .map((type) => ({ id: type.id, label: `${type.name} - ${type.description}` }))
  // Disabled until there is something to choose: React Aria does not open an empty Select, so
  // an enabled one would ignore the click without saying why.
  let typePlaceholder = 'Select a project type'
  if (!projectTypesLoaded && projectTypesError === null)
    typePlaceholder = 'Loading project types...'
  else if (projectTypesLoaded && typeOptions.length === 0)
    typePlaceholder = SHARED_MESSAGES.noProjectTypes

  async function submit(): Promise<string | null> {
    if (projectTypeId === null) return 'Project Type is required'
    let project: Project
    try {
      project = await create.mutateAsync({
        name: values.name.trim(),
        description: values.description.trim(),
        company: values.company.trim(),
        product: values.product.trim(),
        productDescription: values.productDescription.trim(),
        projectTypeId,
        followUpIntensity: values.followUpIntensity,
      })
    } catch (error) {
      return errorText(error, PROJECT_MESSAGES.create)
    }
    onCreated?.(project)
    return null
  }

  return (
    <FormModal
      title="Create Project"
      submitLabel="Create Project"
      onSubmit={submit}
      onClose={onClose}
    >
      {projectTypesError !== null && <Alert tone="danger">{projectTypesError}</Alert>}
      <ProjectFields
        values={values}
        onChange={setValues}
        typeField={
          <Select
            label="Project Type"
            name="projectTypeId"
            placeholder={typePlaceholder}
            isDisabled={typeOptions.length === 0}
            isRequired
            errorMessage="Project Type is required"
            items={typeOptions}
            value={projectTypeId}
            onChange={(key: Key | null) => setProjectTypeId(key === null ? null : String(key))}
          />
        }
      />
    </FormModal>
  )
}
