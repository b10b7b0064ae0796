import { useState } from 'react'
import type { Project } from '../../../api/types'
import { FormModal } from '../../../ui'
import { projectsActions } from '../projects-store'
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
}

/**
 * Edit Project (docs/product.md#edit-project, docs/product.md#validation): name, company, product and product description are required.
 * Mounted while open, so each opening starts from the project as it is.
 */
export function EditProjectModal({ project, onClose, onSaved }: EditProjectModalProps) {
  const [values, setValues] = useState(() => valuesOf(project))

  async function submit(): Promise<string | null> {
    const outcome = await projectsActions.updateProject(project.id, {
      name: values.name.trim(),
      description: values.description.trim(),
      company: values.company.trim(),
      product: values.product.trim(),
      productDescription: values.productDescription.trim(),
      followUpIntensity: values.followUpIntensity,
    })
    if (!outcome.ok) return outcome.error
    onSaved(outcome.data)
    return null
  }

  return (
    <FormModal title="Edit Project" submitLabel="Save Changes" onSubmit={submit} onClose={onClose}>
      <ProjectFields values={values} onChange={setValues} />
    </FormModal>
  )
}
