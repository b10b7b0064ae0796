import { useId, useState, type FormEvent } from 'react'
import type { Project } from '../../../api/types'
import { Alert, Button, Form, Modal } from '../../../ui'
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
 * Edit Project (SPEC §2, §5): name, company, product and product description are required.
 * Mounted while open, so each opening starts from the project as it is.
 */
export function EditProjectModal({ project, onClose, onSaved }: EditProjectModalProps) {
  const formId = useId()
  const [values, setValues] = useState(() => valuesOf(project))
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    setError(null)
    const outcome = await projectsActions.updateProject(project.id, {
      name: values.name.trim(),
      description: values.description.trim(),
      company: values.company.trim(),
      product: values.product.trim(),
      productDescription: values.productDescription.trim(),
      followUpIntensity: values.followUpIntensity,
    })
    setSaving(false)
    if (!outcome.ok) {
      setError(outcome.error)
      return
    }
    onSaved(outcome.data)
    onClose()
  }

  return (
    <Modal
      title="Edit Project"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      isDismissable={!saving}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={saving}>
            Save Changes
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={(event) => void submit(event)}>
        {error !== null && <Alert tone="danger">{error}</Alert>}
        <ProjectFields values={values} onChange={setValues} />
      </Form>
    </Modal>
  )
}
