/** Unique indexes that stand for a rule on one field: a violation is that field's error. */
export const UNIQUE_FIELD_OF_INDEX: Record<string, string> = {
  areas_name_key_unique: 'name',
  areas_name_ar_key_unique: 'name_ar',
  gates_area_name_key_unique: 'name',
  gates_area_name_ar_key_unique: 'name_ar',
  sub_areas_area_name_key_unique: 'name',
  sub_areas_area_name_ar_key_unique: 'name_ar',
  users_email_unique: 'email',
  users_username_unique: 'username',
  parking_cards_card_number_unique: 'card_number',
};

/**
 * Foreign keys of fields the API writes as sent: a violation is that field naming a record that
 * does not exist. A delete a foreign key refuses is its service's answer (a 409), never this.
 */
export const REFERENCE_FIELD_OF_FOREIGN_KEY: Record<string, string> = {
  companies_area_id_areas_id_fk: 'area_id',
  companies_sub_area_id_sub_areas_id_fk: 'sub_area_id',
  companies_plan_id_subscription_plans_id_fk: 'plan_id',
  company_pools_area_id_areas_id_fk: 'pools',
  gates_area_id_areas_id_fk: 'area_id',
  gates_gate_type_id_gate_types_id_fk: 'gate_type_id',
  parking_cards_area_id_areas_id_fk: 'area_id',
  sub_areas_area_id_areas_id_fk: 'area_id',
  subscription_plans_area_id_areas_id_fk: 'area_id',
  users_area_id_areas_id_fk: 'area_id',
  users_gate_id_gates_id_fk: 'gate_id',
  users_merchant_id_merchants_id_fk: 'merchant_id',
  merchants_area_id_areas_id_fk: 'area_id',
  merchant_offers_merchant_id_merchants_id_fk: 'merchant_id',
};
