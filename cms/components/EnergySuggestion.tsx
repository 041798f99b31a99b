'use client'
import { Button, useForm, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { labelEnergy } from '../../src/contract/elabel'
import { siblingPath } from './colorPair'
import { useAdminText } from './useAdminText'

/**
 * Below the e-label's energy fields: the energy computed from the alcohol and carbohydrate
 * (src/contract/elabel.ts `labelEnergy`), live as staff type, with a button that puts it in the fields.
 * A suggestion only: a laboratory's figure stays what staff typed.
 *
 * Both fields are set in one update that marks both as changed. Two `setValue` calls would not do:
 * Payload marks only the last field set as changed, and an autosave still on its way (from typing the
 * alcohol or the carbohydrate) then puts its older, empty kJ back when it answers (seen under load).
 */
export const EnergySuggestion: UIFieldClientComponent = (props) => {
  const { path } = props
  const text = useAdminText()
  const alcohol = useFormFields(([fields]) => fields[siblingPath(path, 'alcohol')]?.value)
  const carbohydrate = useFormFields(([fields]) => fields[siblingPath(path, 'carbohydrate')]?.value)
  const kjPath = siblingPath(path, 'energy_kj')
  const kcalPath = siblingPath(path, 'energy_kcal')
  const kj = useFormFields(([fields]) => fields[kjPath])
  const kcal = useFormFields(([fields]) => fields[kcalPath])
  const { dispatchFields, setModified } = useForm()
  const energy = labelEnergy(
    typeof alcohol === 'number' ? alcohol : null,
    typeof carbohydrate === 'number' ? carbohydrate : null,
  )
  const same = energy && kj?.value === energy.kj && kcal?.value === energy.kcal
  return (
    <div
      data-testid="energy-suggestion"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        flexWrap: 'wrap',
        marginBottom: 'var(--spacing-field, 24px)',
      }}
    >
      <p role="status" style={{ margin: 0, color: 'var(--theme-elevation-650)' }}>
        {energy
          ? text('From the alcohol and carbohydrate: {{kj}} kJ / {{kcal}} kcal per 100 ml.', {
              kj: energy.kj,
              kcal: energy.kcal,
            })
          : text('Enter the alcohol to get a suggested energy.')}
      </p>
      {energy && !same && !props.readOnly && (
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          onClick={() => {
            dispatchFields({
              type: 'UPDATE_MANY',
              formState: {
                [kjPath]: { ...kj, value: energy.kj, isModified: true },
                [kcalPath]: { ...kcal, value: energy.kcal, isModified: true },
              },
            })
            setModified(true)
          }}
        >
          {text('Use these values')}
        </Button>
      )}
    </div>
  )
}
