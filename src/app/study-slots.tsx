import { useNavigate } from '@tanstack/react-router'
import type { StudySlots } from '@/features/projects/study-slots'
import { DiscussionGuide } from '@/features/study/components/discussion-guide'
import { interviewSearch, navigationActions, type InterviewChoice } from './navigation'

/**
 * The study feature composed into the project dialogs (features do not import each other):
 * the Discussion Guide in Edit Project, and Preview Interview, which opens the interview page
 * in preview (docs/product.md#preview) at an address that says so, so a reload stays a preview.
 */
export function useStudySlots(): StudySlots {
  const navigate = useNavigate()
  return {
    renderGuide: (project) => <DiscussionGuide project={project} />,
    onPreview: (project) => {
      const choice: InterviewChoice = { kind: 'project', project, preview: true }
      navigationActions.chooseInterview(choice)
      void navigate({ to: '/interview', search: interviewSearch(choice) })
    },
  }
}
