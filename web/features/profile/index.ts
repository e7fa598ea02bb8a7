// What other features use of the profile screen: the anchor of its Body card, which the Coach links to.
export { BODY_PROFILE_ANCHOR } from "./BodyProfileSection";
