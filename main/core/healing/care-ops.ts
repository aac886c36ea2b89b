/**
 * Care between fights: a patient's doctor and hospital. A doctor tends at most the edition's
 * limit of patients (FS3.2 seed 001: ½ medicine; 3E §D.7: healing skill / 2); over it the change
 * is refused with the doctor's current patients named.
 */
import { AppError } from '../../../shared/ipc/result';
import { doctorPatientLimit, healingAbilities, type GameSystem } from '../../../shared/systems';
import type { Repos } from '../db/repos';
import { requireCharacter } from '../sheets/sheet';
import { poolOrNull, ratingIn } from './patients';

export function setCare(repos: Repos, system: GameSystem, input: { patientId: string; doctorId: string | null; inHospital: boolean }): void {
  const patient = requireCharacter(repos, input.patientId);
  if (input.doctorId !== null) {
    const doctor = requireCharacter(repos, input.doctorId);
    if (doctor.id === patient.id) throw new AppError('care/self', `${patient.name} cannot be their own doctor.`);
    const ability = healingAbilities(system).doctor;
    const rating = ratingIn(poolOrNull(system, doctor, ability), ability);
    const limit = doctorPatientLimit(system, rating);
    const others = repos.care.patientsOf(doctor.id).filter((c) => c.patientId !== patient.id);
    if (others.length >= limit) {
      const names = others.map((c) => repos.characters.get(c.patientId)?.name ?? c.patientId);
      throw new AppError(
        'care/doctor-full',
        `${doctor.name} (${ability} ${rating}) may tend at most ${limit} ${limit === 1 ? 'patient' : 'patients'}` +
          (names.length ? ` and already tends ${names.join(', ')}.` : '.'),
      );
    }
  }
  repos.care.set({ patientId: patient.id, doctorId: input.doctorId, inHospital: input.inHospital });
}
