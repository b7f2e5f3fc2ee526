/** A question's answers as its warnings count them: "1 prediction", "1 204 predictions". */
export const predictionCount = (count: number) => `${count.toLocaleString('en-ZA')} ${count === 1 ? 'prediction' : 'predictions'}`;
