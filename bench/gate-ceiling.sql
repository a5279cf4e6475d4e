-- The database's own ceiling for gate traffic: one guest's entry-exit pair as the product's
-- transactions write it (server/features/gate/gate-entries.ts, gate-exits.ts, gate-operations.ts,
-- stay-payments.ts, fee-adjustments.ts), statement for statement, as plain SQL with no server in between. bench/gate-lanes.ts runs it
-- with pgbench on PostgreSQL after the product's own run, on the same demo database:
--
--   pgbench -n -c 50 -j 2 -T 20 -f bench/gate-ceiling.sql <database>
--
-- and through the embedded database in-process (bench/gate-ceiling.ts reads this file there).
-- A pgbench transaction is one pair, so its tps is pairs per second.
--
-- Like the benchmark's guest lanes: each client enters in one of the demo's three busiest areas
-- (by its number) with a fresh plate (the client's own letters, a random number), its entry dated
-- back up to three hours with the reason, and its exit pays with one of four methods (or free,
-- within the area's free minutes). The triggers the writes fire are part of the cost: the payment
-- keeps the area's daily revenue rollup and queues the payment for its e-invoice.
--
-- What is not here: the refusals (the product compares the count with the capacities in the
-- server, after the same reads); the quote an exit with a fee first answers (rolled back); the
-- cooldown, which a fresh plate never meets, so a stay is priced by its first hour, its further
-- hours and the daily cap; the session's own lookup of the signed-in user, which every request
-- makes before its transaction. The peaks and event days of the frozen tariff are read with it
-- but priced here at the base rates: the server prices them in its own code (domain/), not in the
-- database, so they change no statement.

\set number random(1000, 9999)
\set last_letter random(0, 16)
\set minutes random(1, 180)
\set pay random(1, 4)
\set event random(1, 281474976710655)
\set ticket random(0, 852891037440)

-- Looked up where the product looks up the entry's gate: the client's area, its first active
-- entry and exit gates, the operator (the demo's super admin), and the plate in its parts with
-- the text the list searches (Latin and Arabic letters, before and after the number, folded as
-- domain/arabic.ts folds them).
select area.id as area, entry_gate.id as entry_gate, exit_gate.id as exit_gate, operator.id as operator,
    plate.letters, plate.letters || ':number' as plate,
    concat_ws(E'\n', lower(plate.letters) || ':number', ':number' || lower(plate.letters),
      plate.arabic || ':number', ':number' || plate.arabic) as search_text
  from (select id from areas
        where name in ('King Fahd Road Tower', 'Olaya Business District', 'King Abdulaziz Airport P3')
        order by id offset :client_id % 3 limit 1) area
  cross join lateral (select g.id from gates g join gate_types t on t.id = g.gate_type_id
        where g.area_id = area.id and g.status = 'active' and t.code in ('entry', 'entry_exit')
        order by g.id limit 1) entry_gate
  cross join lateral (select g.id from gates g join gate_types t on t.id = g.gate_type_id
        where g.area_id = area.id and g.status = 'active' and t.code in ('exit', 'entry_exit')
        order by g.id limit 1) exit_gate
  cross join (select id from users where email = 'superadmin@demo.sa') operator
  cross join lateral (select 'V' || substr('ABDEGHJKLNRSTUVXZ', :client_id / 17 % 17 + 1, 1)
        || substr('ABDEGHJKLNRSTUVXZ', :client_id % 17 + 1, 1)
        || substr('ABDEGHJKLNRSTUVXZ', :last_letter + 1, 1) as letters) latin
  cross join lateral (select latin.letters,
        reverse(translate(latin.letters, 'ABDEGHJKLNRSTUVXZ', 'ابدعقهحكلنرسطويصم')) as arabic) plate
\gset

-- The entry: its gate, the event's claim (its row, whose answer is set last), the area's row lock,
-- the plate's subscriptions (individual and company), whether it is inside, the area's open stays by type,
-- a free ticket number, the area's tariff version in force at the entry (which the stay freezes
-- with the operator's time zone), then the stay, the live stream's notification, the backdate's
-- audit row and the event's answer.
select g.*, t.code from gates g join gate_types t on t.id = g.gate_type_id where g.id = :entry_gate;
begin;
insert into gate_events (event_id, kind, gate_id, answer)
  values ('ceiling-:event-entry', 'entry', :entry_gate, 'null'::jsonb) on conflict (event_id) do nothing;
select * from areas where id = :area for update;
select s.id, s.status, s.end_date, s.area_id
  from subscription_vehicles v join subscriptions s on s.id = v.subscription_id
  where v.plate_number = ':number' and v.plate_letters = ':letters' and s.status = 'active'
  order by s.id desc;
select v.id as vehicle_id, s.id as subscription_id
  from company_subscription_vehicles v join company_subscriptions s on s.id = v.subscription_id
  where (v.plate_letters || v.plate_number) = ':plate' and v.is_active and s.status = 'active'
  order by s.id desc;
select plate from vehicles where area_id = :area and exit_time is null and plate in (':plate');
select count(*) as total, count(*) filter (where type = 'subscription') as subscribers,
    count(*) filter (where type = 'guest') as guests
  from vehicles where area_id = :area and exit_time is null;
select guest_ticket_number from vehicles where guest_ticket_number = 'T:ticket' limit 1;
select distinct on (area_id) id as version,
    jsonb_build_object('free_minutes', free_minutes, 'grace_minutes', grace_minutes,
      'cooldown_minutes', cooldown_minutes, 'hourly_fee_halalas', hourly_fee_halalas,
      'after_first_hour_fee_halalas', after_first_hour_fee_halalas, 'daily_cap_halalas', daily_cap_halalas,
      'peaks', peaks, 'event_days', event_days, 'disability_free', disability_free,
      'time_zone', 'Asia/Riyadh', 'version_id', id) as frozen_tariff
  from tariff_versions
  where area_id in (:area)
  order by area_id, effective_from <= now() - interval ':minutes minutes' desc,
    case when effective_from <= now() - interval ':minutes minutes' then effective_from end desc nulls last,
    effective_from, id desc
\gset
insert into vehicles (plate, plate_letters, plate_number, search_text, type, area_id, entry_gate_id, entry_time,
    guest_ticket_number, guest_qr_hash, tariff, entered_by, entry_event_id)
  values (':plate', ':letters', ':number', ':search_text', 'guest', :area, :entry_gate, now() - interval ':minutes minutes',
    'T:ticket', encode(sha256('ceiling ticket :ticket'::bytea), 'hex'), ':frozen_tariff', :operator,
    'ceiling-:event-entry')
  returning id as stay, entry_time
\gset
select pg_notify('live_events', json_build_object('topic', 'gate_event', 'area_id', :area, 'gate_id', :entry_gate,
    'id', :stay, 'company_id', (select company_id from company_subscriptions where id = null::int))::text);
insert into audit_log (actor_id, actor_name, actor_role_id, action, resource, record_id, changes)
  select id, name, role_id, 'backdate', 'vehicles', :stay,
    jsonb_build_object('entry_time', jsonb_build_array(now(), ':entry_time'::timestamptz),
      'reason', jsonb_build_array(null, 'A benchmark lays down past traffic'))
  from users where id = :operator;
update gate_events set answer = jsonb_build_object('event_id', 'ceiling-:event-entry',
    'stay_id', :stay, 'type', 'guest', 'plate', ':plate', 'plate_letters', ':letters', 'plate_number', ':number',
    'area_id', :area, 'gate_id', :entry_gate, 'entry_time', ':entry_time'::timestamptz, 'subscription_id', null,
    'company_subscription_id', null, 'ticket', jsonb_build_object('number', 'T:ticket', 'qr', null))
  where event_id = 'ceiling-:event-entry';
commit;

-- The exit: its gate, the event's claim, the open stay locked and priced by the
-- tariff it froze, the plate's previous exit (for the cooldown), whether the plate is registered
-- for the disability exemption, the merchants' validations of the stay, then the stay closed, the
-- taker's open cashier shift (share-locked so that it cannot close under the payment), the payment
-- method, its payment (whose triggers fire), the validations marked with it, the live stream's
-- notification and the event's answer.
select g.*, t.code from gates g join gate_types t on t.id = g.gate_type_id where g.id = :exit_gate;
begin;
insert into gate_events (event_id, kind, gate_id, answer)
  values ('ceiling-:event-exit', 'exit', :exit_gate, 'null'::jsonb) on conflict (event_id) do nothing;
select v.id as stay, v.entry_time, v.tariff, price.stayed, price.free_minutes, price.hourly,
    case when price.free then 0 else price.stayed end as chargeable,
    case when price.free then 0 when price.capped then price.cap else price.hourly + price.further_amount end as amount,
    case
      when price.free then jsonb_build_array(jsonb_build_object('key', 'ps.tariff.lines.free',
        'values', jsonb_build_object('minutes', price.free_minutes), 'amount', 0))
      when price.capped then jsonb_build_array(jsonb_build_object('key', 'ps.tariff.lines.daily_cap',
        'values', '{}'::jsonb, 'amount', price.cap))
      when price.further = 0 then jsonb_build_array(jsonb_build_object('key', 'ps.tariff.lines.first_hour',
        'values', '{}'::jsonb, 'amount', price.hourly))
      else jsonb_build_array(
        jsonb_build_object('key', 'ps.tariff.lines.first_hour', 'values', '{}'::jsonb, 'amount', price.hourly),
        jsonb_build_object('key', 'ps.tariff.lines.further_hours',
          'values', jsonb_build_object('hours', price.further, 'fee', price.after), 'amount', price.further_amount))
    end as lines
  from vehicles v
  cross join lateral (select ceil(extract(epoch from now() - v.entry_time) / 60)::int as stayed,
        (v.tariff ->> 'free_minutes')::int as free_minutes, (v.tariff ->> 'hourly_fee_halalas')::int as hourly,
        (v.tariff ->> 'after_first_hour_fee_halalas')::int as after, (v.tariff ->> 'daily_cap_halalas')::int as cap) fees
  cross join lateral (select fees.*, fees.stayed <= fees.free_minutes as free,
        ceil(fees.stayed / 60.0)::int - 1 as further,
        (ceil(fees.stayed / 60.0)::int - 1) * fees.after as further_amount,
        fees.hourly + (ceil(fees.stayed / 60.0)::int - 1) * fees.after > fees.cap as capped) price
  where v.area_id = :area and v.exit_time is null and v.plate = ':plate'
  order by v.entry_time, v.id limit 1
  for update of v
\gset
select v.id, max(earlier.exit_time)
  from vehicles v join vehicles earlier on earlier.plate = v.plate and earlier.area_id = v.area_id
    and earlier.exit_time <= v.entry_time and earlier.id <> v.id
  where v.id = :stay group by v.id;
select s.id from subscription_vehicles v join subscriptions s on s.id = v.subscription_id
  where v.plate_letters = ':letters' and v.plate_number = ':number' and s.status = 'active' and s.disability
  limit 1;
select * from merchant_validations where stay_id = :stay order by id;
update vehicles set exit_time = now(), exit_gate_id = :exit_gate, exited_by = :operator,
    exit_event_id = 'ceiling-:event-exit', updated_at = now()
  where id = :stay returning *;
select coalesce((select id from cashier_shifts where employee_id = :operator and status = 'open' for share), 0)
    as shift
\gset
select id as method from payment_methods
  where code = case when :amount = 0 then 'free' else (array['cash', 'card', 'wallet', 'online'])[:pay] end
\gset
insert into payment_transactions (vehicle_id, type, area_id, entry_time, exit_time, duration_minutes, free_minutes,
    chargeable_minutes, hourly_rate_halalas, amount_halalas, payment_method_id, status, tariff, lines,
    cashier_shift_id, created_by)
  values (:stay, 'guest', :area, ':entry_time', now(), :stayed, :free_minutes, :chargeable, :hourly, :amount,
    :method, 'paid', ':tariff', ':lines', nullif(:shift, 0), :operator)
  returning id as payment
\gset
update merchant_validations set transaction_id = :payment where stay_id = :stay;
select pg_notify('live_events', json_build_object('topic', 'gate_event', 'area_id', :area, 'gate_id', :exit_gate,
    'id', :stay, 'company_id', (select company_id from company_subscriptions where id = null::int))::text);
update gate_events set answer = jsonb_build_object('event_id', 'ceiling-:event-exit',
    'stay_id', :stay, 'type', 'guest', 'plate', ':plate', 'area_id', :area, 'gate_id', :exit_gate,
    'entry_time', ':entry_time'::timestamptz, 'exit_time', now(), 'amount', round(:amount / 100.0, 2), 'currency', 'SAR',
    'minutes', :stayed, 'lines', ':lines'::jsonb, 'transaction_id', :payment)
  where event_id = 'ceiling-:event-exit';
commit;
