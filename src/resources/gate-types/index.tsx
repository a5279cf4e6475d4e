import { LocalizedName } from '../../components/LocalizedName';

/** Gate types are reference data: no pages, only their name in the app language. */
export default { recordRepresentation: <LocalizedName /> };
