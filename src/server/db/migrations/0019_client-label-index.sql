CREATE INDEX "clients_team_label_idx" ON "clients" USING btree ("team_id",lower(coalesce(
  nullif(btrim("display_name", ' ' || chr(9) || chr(10) || chr(13)), ''),
  case when nullif(btrim("first_name", ' ' || chr(9) || chr(10) || chr(13)), '') is not null and nullif(btrim("last_name", ' ' || chr(9) || chr(10) || chr(13)), '') is not null
    then nullif(btrim("first_name", ' ' || chr(9) || chr(10) || chr(13)), '') || ' ' || nullif(btrim("last_name", ' ' || chr(9) || chr(10) || chr(13)), '') end,
  nullif(btrim("first_name", ' ' || chr(9) || chr(10) || chr(13)), ''),
  nullif(split_part(btrim("email", ' ' || chr(9) || chr(10) || chr(13)), '@', 1), ''),
  'Unknown Client')),"id");