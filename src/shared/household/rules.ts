// The household's rules both sides use, without zod (docs/behaviour/household.md, "Sharing").

/** How a removed member's shared item names its owner. */
export const FORMER_MEMBER = "a former member";

/** Who owns a shared item: null once its owner was removed ("a former member"). */
export type ItemOwner = { id: number; firstName: string } | null;

/** The owner's first name as the lists show it. */
export const ownerName = (owner: ItemOwner) => (owner === null ? FORMER_MEMBER : owner.firstName);
