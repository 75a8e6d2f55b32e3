// The table's check in the public API of @restaurantpro/schema: its documents, the rules that judge
// and read it, and the API's inputs. Re-exported whole by index.ts, which stays the only entry point.

export { MAX_GUESTS, checkSchema, lineRefSchema, transferSchema } from './docs/check.ts';
export type { Check, LineRef, Transfer } from './docs/check.ts';
export { isChargedLine, isLiveCheck, checkView, lineOwners, resolveCheckId } from './rules/check-view.ts';
export type { CheckLine, CheckSources, CheckView } from './rules/check-view.ts';
export { tableState } from './rules/table-state.ts';
export {
  CHECK_CLOSED_MESSAGE,
  CHECK_DELETE_MESSAGE,
  CHECK_MISSING_MESSAGE,
  CLOSE_REASON_MESSAGE,
  CLOSE_ROLE_MESSAGE,
  ROUND_CHECK_CHANGE_MESSAGE,
  TABLE_READY_MESSAGE,
  TRANSFER_FINAL_MESSAGE,
  checkContextProblem,
  checkUpdateProblem,
  closesCheck,
  newCheckProblem,
  roundCheckProblem,
  tableTakenMessage,
  tableUpdateProblem,
  transferProblem,
  transferShapeProblem,
} from './rules/checks.ts';
export type { CheckContext } from './rules/checks.ts';
export {
  APPROVAL_ROLE_MESSAGE,
  VOID_APPROVAL_MESSAGE,
  VOID_BY_MESSAGE,
  VOID_CANCELS_MESSAGE,
  VOID_FINAL_MESSAGE,
  VOID_NEEDS_MANAGER_MESSAGE,
  VOID_NOTE_MESSAGE,
  VOID_NOTHING_MESSAGE,
  VOID_OFFLINE_MESSAGE,
  voidLines,
  voidNeedsApproval,
  voidNeedsManager,
  voidProblem,
  voidReasonProblem,
} from './rules/voids.ts';
export type { VerifyApproval, VoidApprovalSubject, VoidedOrder, VoidStamp } from './rules/voids.ts';
export {
  choicesOf,
  chosenModifiers,
  modifierChoiceProblem,
  modifierSummary,
  unitPriceWithModifiers,
} from './rules/modifiers.ts';
export type { ModifierChoice } from './rules/modifiers.ts';

export {
  approvalInputSchema,
  isApprovalSubject,
  checkQueryInputSchema,
  closeCheckInputSchema,
  mergeCheckInputSchema,
  modifierChoiceInputSchema,
  moveCheckInputSchema,
  openCheckInputSchema,
  roundInputSchema,
  roundLineInputSchema,
  tableHasCheckMessage,
  transferInputSchema,
  voidInputSchema,
} from './check-inputs.ts';
export type {
  ApprovalInput,
  CheckQueryInput,
  CloseCheckInput,
  MergeCheckInput,
  ModifierChoiceInput,
  MoveCheckInput,
  OpenCheckInput,
  RoundInput,
  RoundLineInput,
  TransferInput,
  VoidInput,
} from './check-inputs.ts';
