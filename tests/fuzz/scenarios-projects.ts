import fc from 'fast-check'
import {
  users,
  coffee,
  network,
  serviceType,
  heardAbout,
  c,
  unknownId,
  otherEmails,
  projectBody,
  type Scenario,
} from './scenario-kit'

/** Fuzz scenarios: Projects, their members and types as listed, and users. */

export const projectScenarios: Record<string, Scenario> = {
  listProjects: { baseline: () => ({ as: 'interviewee' }) },
  createProject: {
    baseline: () => ({ as: 'lead', body: { ...projectBody, projectTypeId: serviceType } }),
    hostile: () => [
      unknownId.map((projectTypeId) => ({
        why: 'unknown project type',
        body: { ...projectBody, projectTypeId },
        expect: 400,
      })),
      fc.constantFrom(users.networkLead, users.admin).map((leadUserId) => ({
        why: 'a lead naming someone else as lead',
        body: { ...projectBody, projectTypeId: serviceType, leadUserId },
        expect: 403,
      })),
      fc.constantFrom(users.interviewee, users.uninvited).map((leadUserId) => ({
        why: 'an admin naming an interviewee as lead',
        as: 'admin',
        body: { ...projectBody, projectTypeId: serviceType, leadUserId },
        expect: 400,
      })),
      unknownId.map((leadUserId) => ({
        why: 'an admin naming an unknown lead',
        as: 'admin',
        body: { ...projectBody, projectTypeId: serviceType, leadUserId },
        expect: 400,
      })),
    ],
  },
  getProject: {
    baseline: () => ({ as: 'interviewee', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he is not invited to', as: 'priya', expect: 404 }),
      c({ why: 'a project another lead leads', as: 'lead', path: { id: network }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  updateProject: {
    baseline: () => ({ as: 'lead', path: { id: coffee }, body: projectBody }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  updateProjectQuestions: {
    baseline: () => ({
      as: 'lead',
      path: { id: coffee },
      body: {
        questions: [
          { id: heardAbout, text: 'How did you hear of us?', probingDepth: null, goal: 'Channels' },
          { text: 'What would you change?', probingDepth: 5 },
        ],
      },
    }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
      c({ why: 'a member who does not lead it', as: 'interviewee', expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
      unknownId.map((id) => ({
        why: 'a question id that is not the guide’s',
        body: { questions: [{ id, text: 'Who?' }] },
        expect: 400,
      })),
      c({
        why: 'the same question twice',
        body: {
          questions: [
            { id: heardAbout, text: 'One' },
            { id: heardAbout, text: 'Two' },
          ],
        },
        expect: 400,
      }),
    ],
  },
  inviteMember: {
    baseline: () => ({ as: 'lead', path: { id: coffee }, body: { userId: users.uninvited } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
      fc.constantFrom(users.admin, users.lead, users.networkLead).map((userId) => ({
        why: 'inviting a non-interviewee',
        body: { userId },
        expect: 400,
      })),
      fc.constantFrom(users.interviewee, users.coffeeCompleter).map((userId) => ({
        why: 'inviting a member again',
        body: { userId },
        expect: 409,
      })),
      unknownId.map((userId) => ({ why: 'unknown user', body: { userId }, expect: 404 })),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  listProjectMembers: {
    baseline: () => ({ as: 'lead', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  listProjectInterviews: {
    baseline: () => ({ as: 'interviewee', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he is not invited to', as: 'priya', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  listProjectQuestions: {
    baseline: () => ({ as: 'interviewee', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he is not invited to', as: 'priya', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  listProjectTypes: { baseline: () => ({ as: 'interviewee' }) },
  listProjectTypeQuestions: {
    baseline: () => ({ as: 'lead', path: { id: serviceType } }),
    hostile: () => [
      c({ why: 'a question id as a type id', path: { id: heardAbout }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project type', path: { id }, expect: 404 })),
    ],
  },
  listUsers: { baseline: () => ({ as: 'lead' }) },
  createUser: {
    baseline: () => ({
      as: 'admin',
      body: {
        email: 'fuzz.user@candor.test',
        firstName: 'Fuzz',
        lastName: 'User',
        role: 'interviewee',
        projectIds: [coffee],
      },
    }),
    hostile: () => [
      otherEmails.map((email) => ({
        why: 'email already registered (any case)',
        body: { email, firstName: 'A', lastName: 'B', role: 'interviewee' },
        expect: 409,
      })),
      unknownId.map((id) => ({
        why: 'unknown project in projectIds',
        body: {
          email: 'fuzz.user@candor.test',
          firstName: 'A',
          lastName: 'B',
          role: 'interviewee',
          projectIds: [coffee, id],
        },
        expect: 400,
      })),
    ],
  },
  updateUser: {
    baseline: () => ({
      as: 'admin',
      path: { id: users.uninvited },
      body: {
        email: 'priya.raman@candor.test',
        firstName: 'Priya',
        lastName: 'R',
        role: 'interviewee',
      },
    }),
    hostile: () => [
      otherEmails.map((email) => ({
        why: "another user's email",
        body: { email, firstName: 'Priya', lastName: 'R', role: 'interviewee' },
        expect: 409,
      })),
      fc.constantFrom('interview_lead', 'interviewee').map((role) => ({
        why: 'an admin changing his own role',
        path: { id: users.admin },
        body: { email: 'admin@candor.test', firstName: 'Ada', lastName: 'Admin', role },
        expect: 403,
      })),
      unknownId.map((id) => ({
        why: 'unknown project in projectIds',
        body: {
          email: 'priya.raman@candor.test',
          firstName: 'Priya',
          lastName: 'R',
          role: 'interviewee',
          projectIds: [id],
        },
        expect: 400,
      })),
      unknownId.map((id) => ({ why: 'unknown user', path: { id }, expect: 404 })),
    ],
  },
  deleteUser: {
    baseline: () => ({ as: 'admin', path: { id: users.uninvited } }),
    hostile: () => [
      c({ why: 'deleting himself', path: { id: users.admin }, expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown user', path: { id }, expect: 404 })),
    ],
  },
  resetUserPassword: {
    baseline: () => ({ as: 'admin', path: { id: users.uninvited } }),
    hostile: () => [
      c({ why: 'resetting his own password', path: { id: users.admin }, expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown user', path: { id }, expect: 404 })),
    ],
  },
}
