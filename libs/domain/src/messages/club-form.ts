/**
 * 'Criar clube' and 'Editar clube' (issue 47): the form's own texts, apart from messages.clubs so
 * the pages that only name a club (event cards) do not carry them.
 */
export const clubForm = {
  sports: 'Esportes',
  sportsHint: 'Escolha até 5.',
  loadingSports: 'Carregando esportes',
  photo: 'Foto do clube',
  choosePhoto: 'Adicionar foto do clube',
  changePhoto: 'Trocar foto do clube',
};
