-- The bare job's ceiling: one guest's entry-exit pair written with as few statements as the
-- gate's rules allow, on tables of its own (bench/gate-bare-tables.sql). No server, no ORM, no
-- rule the product adds beyond the decision itself: what the database does when nothing stands
-- between the lane and it. bench/gate-lanes.ts runs it in the same run as the product:
--
--   pgbench -n -M prepared -c 50 -j 2 -T 20 -f bench/gate-bare.sql <database>
--
-- and on the embedded database in-process (bench/gate-ceiling.ts reads this file there).
-- A pgbench transaction is one pair, so its tps is pairs per second.
--
-- The entry locks its area's row (so that entries of one area count one after another), counts
-- the area's open stays, and writes the stay and its event if the count is below the capacity.
-- The exit closes the stay and writes its payment and its event. Two transactions, five
-- statements. Each client enters one of three areas, as the benchmark's guest lanes share three.

\set event random(1, 281474976710655)
\set amount random(0, 10000)

begin;
select capacity from bare_gate.areas where id = :client_id % 3 + 1 for update
\gset
select count(*) as open_stays from bare_gate.stays where area_id = :client_id % 3 + 1 and exit_time is null
\gset
with stay as (
  insert into bare_gate.stays (area_id, plate, entry_time)
  select :client_id % 3 + 1, 'B' || :event, now() where :open_stays::bigint < :capacity::integer
  returning id
)
insert into bare_gate.events (event_id, kind, stay_id) select 'bare-entry-' || :event, 'entry', id from stay
returning stay_id
\gset
commit;

begin;
update bare_gate.stays set exit_time = now() where id = :stay_id and exit_time is null;
with payment as (
  insert into bare_gate.payments (stay_id, amount_halalas, method) values (:stay_id, :amount, 'cash')
  returning stay_id
)
insert into bare_gate.events (event_id, kind, stay_id) select 'bare-exit-' || :event, 'exit', stay_id from payment;
commit;
