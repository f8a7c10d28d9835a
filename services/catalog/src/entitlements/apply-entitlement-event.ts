// How billing and identity events change a learner's entitlement: shared with attempts through @exam/contracts.
export {
  ENTITLEMENT_EVENT_TYPES,
  applyEntitlementEvent,
  emptyEntitlement,
  type EntitlementDoc,
} from '@exam/contracts';
