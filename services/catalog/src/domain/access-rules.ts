// Spec section 4's access rule lives in @exam/contracts: attempts applies the very same rule to every call
// about a quiz (issue 15), so a quiz locked here is locked there.
export {
  OLD_QUIZ_WINDOW_DAYS,
  STAFF_ROLES,
  decideAccess,
  isUnexpired,
  mayDownload,
  scopeCovers,
  type AccessDecision,
  type EntitledSubscription,
  type Entitlement,
  type LockReason,
  type OldQuizPurchase,
  type QuizAccessFacts,
} from '@exam/contracts';
