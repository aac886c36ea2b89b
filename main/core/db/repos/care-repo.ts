import type { Db } from '../db';

/** A patient's care: their doctor (a character) and whether they are in hospital. */
export type Care = { patientId: string; doctorId: string | null; inHospital: boolean };
type CareRow = { patient_id: string; doctor_id: string | null; in_hospital: 0 | 1 };

const fromRow = (r: CareRow): Care => ({ patientId: r.patient_id, doctorId: r.doctor_id, inHospital: r.in_hospital === 1 });

/** Who looks after whom between fights (migration 0008). A patient without a row has no care. */
export function createCareRepo(db: Db) {
  const all = db.prepare<[], CareRow>('SELECT * FROM care ORDER BY patient_id');
  const one = db.prepare<{ id: string }, CareRow>('SELECT * FROM care WHERE patient_id = @id');
  const ofDoctor = db.prepare<{ id: string }, CareRow>('SELECT * FROM care WHERE doctor_id = @id ORDER BY patient_id');
  const upsert = db.prepare<CareRow>(`
    INSERT INTO care (patient_id, doctor_id, in_hospital) VALUES (@patient_id, @doctor_id, @in_hospital)
    ON CONFLICT (patient_id) DO UPDATE SET doctor_id = excluded.doctor_id, in_hospital = excluded.in_hospital`);
  const remove = db.prepare<{ id: string }>('DELETE FROM care WHERE patient_id = @id');
  return {
    list: (): Care[] => all.all().map(fromRow),
    get: (patientId: string): Care | undefined => {
      const r = one.get({ id: patientId });
      return r && fromRow(r);
    },
    patientsOf: (doctorId: string): Care[] => ofDoctor.all({ id: doctorId }).map(fromRow),
    /** Copies care as-is (import). */
    restore(list: readonly Care[]): void {
      for (const c of list) upsert.run({ patient_id: c.patientId, doctor_id: c.doctorId, in_hospital: c.inHospital ? 1 : 0 });
    },
    /** Sets a patient's care; no doctor and no hospital removes the row. */
    set(care: Care): void {
      if (care.doctorId === null && !care.inHospital) remove.run({ id: care.patientId });
      else upsert.run({ patient_id: care.patientId, doctor_id: care.doctorId, in_hospital: care.inHospital ? 1 : 0 });
    },
  };
}
export type CareRepo = ReturnType<typeof createCareRepo>;
