import type { StudySlots } from '@/features/projects/study-slots'
import { DiscussionGuide } from '@/features/study/components/discussion-guide'
import { navigationActions } from './navigation'

/**
 * The study feature composed into the project dialogs (features do not import each other):
 * the Discussion Guide in Edit Project, and Preview Interview, which opens the interview view
 * in preview (docs/product.md#preview).
 */
export const studySlots: StudySlots = {
  renderGuide: (project) => <DiscussionGuide project={project} />,
  onPreview: (project) =>
    navigationActions.chooseInterview({ kind: 'project', project, preview: true }),
}
