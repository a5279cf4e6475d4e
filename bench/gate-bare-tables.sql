-- The bare gate job's own tables (bench/gate-bare.sql): the least a database must keep for the
-- decisions a gate makes, beside the product's tables and untouched by them. An area has a
-- capacity; a stay belongs to an area and is open until it has an exit time; a payment belongs to
-- a stay; an event is stored once by its id, as a lane's retry must find it. The indexes are the
-- ones the decisions read by: the open stays of an area, an event by its id.
drop schema if exists bare_gate cascade;
create schema bare_gate;
create table bare_gate.areas (id integer primary key, capacity integer not null);
create table bare_gate.stays (
  id bigint generated always as identity primary key,
  area_id integer not null references bare_gate.areas (id),
  plate text not null,
  entry_time timestamptz not null,
  exit_time timestamptz
);
create index stays_open_in_area on bare_gate.stays (area_id) where exit_time is null;
create table bare_gate.payments (
  id bigint generated always as identity primary key,
  stay_id bigint not null references bare_gate.stays (id),
  amount_halalas integer not null,
  method text not null
);
create table bare_gate.events (
  event_id text primary key,
  kind text not null,
  stay_id bigint not null references bare_gate.stays (id)
);
-- As many areas as the gate-lanes benchmark's guests share, each too large to fill in a run:
-- its capacity is still read and compared by every entry.
insert into bare_gate.areas (id, capacity) values (1, 1000000), (2, 1000000), (3, 1000000);
