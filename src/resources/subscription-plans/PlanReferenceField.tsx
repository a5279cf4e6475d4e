import { ReferenceField, type ReferenceFieldProps } from 'react-admin';
import { LocalizedName } from '../../components/LocalizedName';

/**
 * A plan referred to by another record (a company's `plan_id`, a subscription's): shown by its
 * name in the screen's language.
 */
export function PlanReferenceField({ source = 'plan_id', link = false, ...props }: Partial<ReferenceFieldProps>) {
  return (
    <ReferenceField source={source} reference="subscription-plans" link={link} {...props}>
      <LocalizedName />
    </ReferenceField>
  );
}
