import {
  answerApplicationQuestion,
  applicationQuestionText,
  confirmRegistration,
  register,
  registrationChallenge,
  registrationFormOptions,
  type RegisterRequest,
} from '@affiliate/contract/endpoints/applications';
import { currentTerms } from '@affiliate/contract/endpoints/program-terms';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

export type RegisterAnswer = EndpointOutput<typeof register>['data'];
export type ConfirmAnswer = EndpointOutput<typeof confirmRegistration>['data'];
export type ApplicationQuestion = EndpointOutput<typeof applicationQuestionText>['data'];
export type PublicTerms = EndpointOutput<typeof currentTerms>['data'];

/** GET /api/v1/terms: the version in force (null before any is published), shown beside the acceptance. */
export const publicTermsQueryOptions = () =>
  endpointQueryOptions(currentTerms, undefined, ({ data }): PublicTerms => data);

/** GET /api/v1/auth/register/options: the currencies the program pays in, for the form's select. */
export const registrationOptionsQueryOptions = () =>
  endpointQueryOptions(registrationFormOptions, undefined, ({ data }) => data);

/** GET /api/v1/auth/register/challenge: a proof-of-work challenge, as ALTCHA's library made it. */
export async function fetchChallenge(): Promise<Record<string, unknown>> {
  return (await callEndpoint(registrationChallenge)).data;
}

/** POST /api/v1/auth/register: 201, the application waits for its email to be confirmed. */
export async function sendApplication(body: RegisterRequest): Promise<RegisterAnswer> {
  return (await callEndpoint(register, { body })).data;
}

/** POST /api/v1/auth/register/confirm with the mailed link's token, or the address and the mailed code. */
export async function confirmApplication(
  body: { token: string } | { email: string; code: string },
): Promise<ConfirmAnswer> {
  return (await callEndpoint(confirmRegistration, { body })).data;
}

/** POST /api/v1/auth/register/question: the question a manager asked, opened with the mailed link's token. */
export async function loadQuestion(token: string): Promise<ApplicationQuestion> {
  return (await callEndpoint(applicationQuestionText, { body: { token } })).data;
}

/** POST /api/v1/auth/register/answer: the applicant's answer; the link stops working. */
export async function sendAnswer(token: string, answer: string): Promise<void> {
  await callEndpoint(answerApplicationQuestion, { body: { token, answer } });
}
