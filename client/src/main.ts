// Until the full client lands, the page shows today's question so a person can see the server is alive.
interface TodayQuestion {
  text: string;
  dayNumber: number;
}

async function showToday(): Promise<void> {
  const target = document.getElementById('today');
  if (!target) return;
  try {
    const response = await fetch('/api/questions/today', { credentials: 'include' });
    const questions = (await response.json()) as TodayQuestion[];
    const first = questions[0];
    target.textContent = first ? `Day ${first.dayNumber}: ${first.text}?` : 'No Questions Today. Check back tomorrow for new questions!';
  } catch {
    target.textContent = 'Could not reach the server.';
  }
}

void showToday();
